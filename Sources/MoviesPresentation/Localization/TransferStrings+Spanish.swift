extension TransferStrings {
    public static let spanish = TransferStrings(
        heading: "Tus datos",
        exportIntro:
            "Todo lo que guardas aquí en un zip: movies.json (películas guardadas, diario, reseñas, puntuaciones) y archivos CSV que Letterboxd puede importar.",
        exportButton: "Descargar mis datos"
    )
}
