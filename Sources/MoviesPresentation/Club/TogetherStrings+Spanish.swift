import Foundation

extension TogetherStrings {
    public static let spanish = TogetherStrings(
        with: { names in
            "con "
                + (names.count < 2
                    ? names.joined() : names.dropLast().joined(separator: ", ") + " y " + names[names.count - 1])
        },
        field: "Vista con",
        fieldHint: "Nombres de miembros que sigues y te siguen, separados por comas.",
        offersHeading: "Vistas contigo",
        offer: { from, film, day in
            "\(from) vio \(film) contigo\(day.map { " el \($0)" } ?? "") — ¿la añades a tu diario?"
        },
        accept: "Añadir a mi diario",
        dismiss: "Descartar",
        yourRating: "Tu nota",
        noOffers: "No te espera nada.",
        accepted: { "«\($0)» está en tu diario." },
        dismissed: "Descartada.",
        watchedWithMost: "Con quién más",
        watches: { $0 == 1 ? "1 vez" : "\($0.formatted()) veces" },
        unknownMember: { "No hay ningún miembro llamado \($0)." },
        notFriends: { "Tú y \($0) debéis seguiros para nombrarle en una película vista." },
        yourself: "No puedes nombrarte en tu propia película vista.",
        emptyName: "Falta el nombre de un miembro.",
        tooMany: { "Una película vista nombra como mucho a \($0) miembros." },
        otherFilm: "Esa película vista tuya es de otra película que la ofrecida.",
        offerNotFound: "No se te ofrece esa película vista."
    )
}
