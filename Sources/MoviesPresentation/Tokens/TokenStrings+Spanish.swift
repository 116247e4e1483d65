extension TokenStrings {
    public static let spanish = TokenStrings(
        invalidLabel: "La etiqueta de un token tiene de 1 a 60 caracteres, sin caracteres de control ni invisibles.",
        invalidExpiry: "Un token caduca en 1 a 365 días, o nunca.",
        tooMany: "Ya tienes 20 tokens: revoca uno primero.",
        notFound: "No existe ese token.",
        invalidToken: "Este token es desconocido, fue revocado o caducó.",
        readOnly: "Este token solo puede leer: crea uno que pueda leer y escribir.",
        heading: "Tokens de acceso",
        intro: "Un token deja que un programa, como movies --server, actúe por ti sin tu contraseña.",
        none: "Ningún token.",
        label: "Etiqueta",
        scope: "Acceso",
        read: "Leer",
        readWrite: "Leer y escribir",
        playsOnly: "Solo reproducciones",
        expiry: "Caduca",
        never: "Nunca",
        days: { "En \($0) días" },
        make: "Crear un token",
        revoke: "Revocar",
        made: { created, expires in "Creado el \(created)" + (expires.map { " · caduca el \($0)" } ?? " · no caduca") },
        lastUsed: { date in date.map { "usado por última vez el \($0)" } ?? "nunca usado" },
        copyNow: "Cópialo ahora: no se vuelve a mostrar.",
        revoked: { "Revocado «\($0)»." }
    )
}
