"""The network switched off and on through the DevTools protocol, for the page and for its service
workers alike: the page's own session (Selenium's) cannot reach a worker, whose requests would still go
through, so each worker target is attached to over the browser's DevTools socket."""

import itertools
import json
import urllib.request

import websocket  # websocket-client, which Selenium itself depends on

_ids = itertools.count(1)


class Network:
    def __init__(self, browser):
        self.browser = browser
        address = browser.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urllib.request.urlopen(f"http://{address}/json/version", timeout=5) as answer:
            self.endpoint = json.loads(answer.read())["webSocketDebuggerUrl"]
        self.socket, self.sessions, self.attached = None, [], set()

    def switch(self, on):
        """Off, the sessions to the workers stay open (closing them would end their emulation) until it is
        switched on again."""
        self.emulate({"offline": not on, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})

    def emulate(self, conditions):
        """`conditions` (Network.emulateNetworkConditions') for the page and its workers; the sessions to the
        workers stay open until the network is whole again (closing them would end their emulation)."""
        on = not conditions["offline"] and conditions["latency"] == 0 and conditions["downloadThroughput"] < 0
        self.browser.execute_cdp_cmd("Network.enable", {})
        self.browser.execute_cdp_cmd("Network.emulateNetworkConditions", conditions)
        if self.socket is None:
            self.socket = websocket.create_connection(self.endpoint, timeout=10, suppress_origin=True)
        # Workers started since the last call are attached to as well.
        for target in self._send("Target.getTargets")["targetInfos"]:
            if target["type"] == "service_worker" and target["targetId"] not in self.attached:
                attached = self._send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})
                self.sessions.append(attached["sessionId"])
                self.attached.add(target["targetId"])
        for session in self.sessions:
            self._send("Network.enable", session=session)
            self._send("Network.emulateNetworkConditions", conditions, session=session)
        if on:
            self.socket.close()
            self.socket, self.sessions, self.attached = None, [], set()

    def _send(self, method, params=None, session=None):
        message = {"id": next(_ids), "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        while True:
            answer = json.loads(self.socket.recv())
            if answer.get("id") == message["id"]:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
