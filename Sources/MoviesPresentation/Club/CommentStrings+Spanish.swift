import Foundation

extension CommentStrings {
    public static let spanish = CommentStrings(
        onReview: { "Comentarios a la reseña de \($0) sobre \($1)" },
        onList: { "Comentarios a la lista de \($0) \($1)" },
        count: { $0 == 1 ? "1 comentario" : "\($0.formatted()) comentarios" },
        none: "Aún no hay comentarios.",
        write: "Tu comentario",
        post: "Comentar",
        edit: "Editar",
        save: "Guardar",
        delete: "Borrar",
        edited: "editado",
        signInToComment: "Inicia sesión para comentar.",
        added: "Tu comentario está publicado.",
        changed: "Tu comentario ha cambiado.",
        deleted: "El comentario está borrado.",
        empty: "Escribe algo: un comentario tiene de 1 a 2000 caracteres.",
        tooLong: { "Un comentario tiene como mucho \($0) caracteres." },
        controlCharacter: "Un comentario no lleva caracteres de control salvo saltos de línea.",
        invisibleCharacter:
            "Un comentario no lleva caracteres que no se ven (de ancho cero, de relleno o de etiqueta).",
        tooMany: { "Escribiste \($0) comentarios en el último minuto, o \($1) en el último día: espera un poco." },
        notFound: "No hay tal reseña, lista o comentario.",
        notYours: "Ese comentario no es tuyo.",
        blockedByYou: { "Bloqueaste a \($0): desbloquéalo antes de comentar lo suyo." }
    )
}
