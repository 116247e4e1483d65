import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cairo 2D library, opened at run time: the build needs none of its headers, so the site builds on a
/// bare toolchain, and a machine without the library (Debian's `libcairo2`) serves every page but the
/// images drawn with it, which say why.
final class Cairo: @unchecked Sendable {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The functions ``CairoCanvas`` draws with.
    static let names = [
        "cairo_image_surface_create", "cairo_create", "cairo_destroy", "cairo_surface_destroy",
        "cairo_surface_flush", "cairo_status", "cairo_set_source_rgba", "cairo_rectangle", "cairo_arc",
        "cairo_new_sub_path", "cairo_close_path", "cairo_fill", "cairo_paint", "cairo_move_to",
        "cairo_select_font_face", "cairo_set_font_size", "cairo_show_text", "cairo_text_extents",
        "cairo_surface_write_to_png_stream", "cairo_image_surface_get_data", "cairo_image_surface_get_stride",
    ]

    /// The library, opened once; why not, where it is not installed.
    static let shared: Result<Cairo, Missing> = {
        for file in ["libcairo.so.2", "libcairo.2.dylib", "libcairo.so"] {
            guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else { continue }
            if let cairo = Cairo(handle) { return .success(cairo) }
        }
        return .failure(Missing(description: "drawing an image needs the cairo library (Debian: libcairo2)"))
    }()

    private let symbols: [String: UnsafeMutableRawPointer]

    private init?(_ handle: UnsafeMutableRawPointer) {
        var symbols: [String: UnsafeMutableRawPointer] = [:]
        for name in Self.names {
            guard let symbol = dlsym(handle, name) else { return nil }
            symbols[name] = symbol
        }
        self.symbols = symbols
    }

    /// The function `name` (one of ``names``, each found when the library was opened) as `type`.
    func function<Function>(_ name: String, as type: Function.Type) -> Function {
        guard let symbol = symbols[name] else { preconditionFailure("\(name) is not among Cairo.names") }
        return unsafeBitCast(symbol, to: type)
    }
}
