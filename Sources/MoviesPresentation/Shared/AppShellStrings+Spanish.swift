extension AppShellStrings {
    static let spanish = AppShellStrings(
        description: "Encuentra películas, lleva un diario de lo que ves y compártelo con tu club.",
        offlineTitle: "Sin conexión",
        offlineText:
            "No se puede abrir esta página: no hay conexión. Volverá a abrirse cuando vuelvas a tener conexión.",
        offlineHome: "Ir a la página de inicio")
}
