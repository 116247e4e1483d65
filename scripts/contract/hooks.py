"""Checks of Movies' own beside schemathesis' (loaded through SCHEMATHESIS_HOOKS): whatever the run signs
up or does, an answer to the contract member's token is that member's and nobody else's."""

import io
import json
import os
import zipfile

import schemathesis

MEMBER = os.environ.get("CONTRACT_MEMBER", "")
TOKEN = os.environ.get("CONTRACT_TOKEN", "")


def carries_our_token(case):
    headers = case.headers or {}
    return bool(TOKEN) and headers.get("Authorization") == f"Bearer {TOKEN}"


@schemathesis.check
def answers_to_our_token_are_ours(ctx, response, case):
    """Signed in by the contract member's token: the account is theirs, and so is any review written and
    the export taken (which holds no secret)."""
    if not carries_our_token(case) or response.status_code >= 300:
        return None
    path = case.operation.path
    if path == "/api/export":
        with zipfile.ZipFile(io.BytesIO(response.content)) as archive:
            export = archive.read("movies.json").decode()
        assert json.loads(export)["profile"]["name"] == MEMBER, "the export is of another member"
        assert TOKEN not in export, "the export holds the token"
        return None
    body = json.loads(response.content or b"null")
    if path == "/api/me" and case.method.upper() == "GET":
        assert body["name"] == MEMBER, f"/api/me answered {body['name']!r} to {MEMBER!r}'s token"
    if path == "/api/movies/{filmId}/review" and case.method.upper() == "PUT":
        assert body["author"] == MEMBER, f"a review by {MEMBER!r} is signed {body['author']!r}"
    return None


@schemathesis.check
def no_secret_in_an_answer(ctx, response, case):
    """The token is never echoed back, in a body or a header, whatever the request held."""
    if TOKEN:
        assert TOKEN.encode() not in response.content, "the token came back in the body"
        assert all(TOKEN not in value for value in response.headers.values()), "the token came back in a header"
    return None
