extension AppShellStrings {
    static let spanish = AppShellStrings(
        description: "Encuentra películas, lleva un diario de lo que ves y compártelo con tu club.",
        offlineTitle: "Sin conexión",
        offlineText:
            "No se puede abrir esta página: no hay conexión. Volverá a abrirse cuando vuelvas a tener conexión.",
        offlineHome: "Ir a la página de inicio",
        savedAgo: "No hay conexión: esta página es como se guardó en este teléfono {ago}.",
        waitingOne: "1 anotación espera para enviarse.",
        waitingMany: "{n} anotaciones esperan para enviarse.",
        waitingTitle: "Pendiente de enviar",
        waitingText:
            "Lo que anotas sin conexión se guarda en este teléfono y se envía, una sola vez, cuando vuelve la conexión. Lo que el sitio rechace se queda aquí, con el motivo, para corregirlo o descartarlo.",
        waitingNone: "No hay nada pendiente de enviar.",
        waitingForSignal: "Esperando conexión",
        refused: "No se anotó: {why}",
        signInToSend: "Inicia sesión para enviarla.",
        sendNow: "Enviar ahora",
        fix: "Corregir",
        drop: "Descartar")
}
