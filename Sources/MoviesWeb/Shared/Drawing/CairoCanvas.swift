import Foundation

/// An image being drawn with cairo: an RGB surface of a size, and the few ways of drawing a card needs
/// (filled shapes, a line of text, text fitted to a width), written out as PNG.
final class CairoCanvas {
    typealias Pointer = OpaquePointer
    /// A colour, each part 0 to 1.
    struct Colour {
        let red, green, blue: Double
        var alpha = 1.0

        /// `0x16161a`.
        init(_ hex: UInt32, alpha: Double = 1) {
            red = Double((hex >> 16) & 0xff) / 255
            green = Double((hex >> 8) & 0xff) / 255
            blue = Double(hex & 0xff) / 255
            self.alpha = alpha
        }
    }

    let width: Int
    let height: Int
    private let cairo: Cairo
    private let surface: Pointer
    private let context: Pointer
    /// The face text is set in: a family fontconfig knows ("sans-serif", "NanumGothic").
    var family = "sans-serif"

    /// A canvas of `width` × `height` pixels; cairo missing is ``Cairo/Missing``.
    init(width: Int, height: Int) throws {
        let cairo = try Cairo.shared.get()
        typealias Create = @convention(c) (Int32, Int32, Int32) -> Pointer?
        typealias Context = @convention(c) (Pointer?) -> Pointer?
        // Format 1: 24-bit RGB, no alpha: a card has no see-through parts.
        guard
            let surface = cairo.function("cairo_image_surface_create", as: Create.self)(1, Int32(width), Int32(height)),
            let context = cairo.function("cairo_create", as: Context.self)(surface)
        else { throw Cairo.Missing(description: "cairo could not make an image of \(width) × \(height)") }
        (self.cairo, self.surface, self.context, self.width, self.height) = (cairo, surface, context, width, height)
    }

    deinit {
        typealias Destroy = @convention(c) (Pointer?) -> Void
        cairo.function("cairo_destroy", as: Destroy.self)(context)
        cairo.function("cairo_surface_destroy", as: Destroy.self)(surface)
    }

    private typealias Act = @convention(c) (Pointer?) -> Void

    func fill(_ colour: Colour) {
        source(colour)
        cairo.function("cairo_paint", as: Act.self)(context)
    }

    /// A rectangle, its corners rounded by `radius`.
    func fill(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, _ colour: Colour) {
        source(colour)
        if radius <= 0 {
            typealias Rectangle = @convention(c) (Pointer?, Double, Double, Double, Double) -> Void
            cairo.function("cairo_rectangle", as: Rectangle.self)(context, x, y, width, height)
        } else {
            typealias Arc = @convention(c) (Pointer?, Double, Double, Double, Double, Double) -> Void
            let arc = cairo.function("cairo_arc", as: Arc.self)
            let r = min(radius, width / 2, height / 2)
            cairo.function("cairo_new_sub_path", as: Act.self)(context)
            arc(context, x + width - r, y + r, r, -.pi / 2, 0)
            arc(context, x + width - r, y + height - r, r, 0, .pi / 2)
            arc(context, x + r, y + height - r, r, .pi / 2, .pi)
            arc(context, x + r, y + r, r, .pi, 3 * .pi / 2)
            cairo.function("cairo_close_path", as: Act.self)(context)
        }
        cairo.function("cairo_fill", as: Act.self)(context)
    }

    /// `text` with its baseline's start at (`x`, `y`), cut with "…" to `width` when given; how wide it was.
    @discardableResult
    func text(
        _ text: String, x: Double, y: Double, size: Double, bold: Bool = false, width: Double? = nil,
        _ colour: Colour
    ) -> Double {
        font(size: size, bold: bold)
        let shown = width.map { fitted(text, to: $0) } ?? text
        source(colour)
        typealias Move = @convention(c) (Pointer?, Double, Double) -> Void
        typealias Show = @convention(c) (Pointer?, UnsafePointer<CChar>?) -> Void
        cairo.function("cairo_move_to", as: Move.self)(context, x, y)
        shown.withCString { cairo.function("cairo_show_text", as: Show.self)(context, $0) }
        return advance(shown)
    }

    /// `text` in lines no wider than `width`, at most `lines` of them (the last cut with "…"), the first
    /// baseline at `y`.
    func paragraph(
        _ text: String, x: Double, y: Double, size: Double, width: Double, lines: Int, bold: Bool = false,
        _ colour: Colour
    ) {
        font(size: size, bold: bold)
        var rows: [String] = []
        var words = text.split(separator: " ").map(String.init)[...]
        while let first = words.first, rows.count < lines {
            var row = first
            words = words.dropFirst()
            while let next = words.first, advance(row + " " + next) <= width {
                row += " " + next
                words = words.dropFirst()
            }
            rows.append(row)
        }
        if !words.isEmpty, let last = rows.popLast() { rows.append(last + " " + words.joined(separator: " ")) }
        for (index, row) in rows.enumerated() {
            self.text(row, x: x, y: y + Double(index) * size * 1.25, size: size, bold: bold, width: width, colour)
        }
    }

    /// The pixel at (`x`, `y`) as `0xrrggbb`.
    func pixel(x: Int, y: Int) -> UInt32 {
        cairo.function("cairo_surface_flush", as: Act.self)(surface)
        typealias Data = @convention(c) (Pointer?) -> UnsafeMutablePointer<UInt8>?
        typealias Stride = @convention(c) (Pointer?) -> Int32
        guard (0..<width).contains(x), (0..<height).contains(y),
            let data = cairo.function("cairo_image_surface_get_data", as: Data.self)(surface)
        else { return 0 }
        let stride = Int(cairo.function("cairo_image_surface_get_stride", as: Stride.self)(surface))
        // Each pixel a native-endian 32-bit word, its top byte unused.
        return UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self) & 0xff_ffff
    }

    /// The image, as PNG.
    func png() throws -> Data {
        typealias Write = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
        typealias Stream = @convention(c) (Pointer?, Write?, UnsafeMutableRawPointer?) -> Int32
        final class Sink {
            var data = Data()
        }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo.function("cairo_surface_write_to_png_stream", as: Stream.self)(
                surface,
                { closure, bytes, length in
                    guard let closure, let bytes else { return 11 }  // CAIRO_STATUS_WRITE_ERROR
                    Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                    return 0
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == 0 else {
            throw Cairo.Missing(description: "cairo could not write the image (status \(status))")
        }
        return sink.data
    }

    private func source(_ colour: Colour) {
        typealias Source = @convention(c) (Pointer?, Double, Double, Double, Double) -> Void
        cairo.function("cairo_set_source_rgba", as: Source.self)(
            context, colour.red, colour.green, colour.blue, colour.alpha)
    }

    private func font(size: Double, bold: Bool) {
        typealias Face = @convention(c) (Pointer?, UnsafePointer<CChar>?, Int32, Int32) -> Void
        typealias Size = @convention(c) (Pointer?, Double) -> Void
        family.withCString { cairo.function("cairo_select_font_face", as: Face.self)(context, $0, 0, bold ? 1 : 0) }
        cairo.function("cairo_set_font_size", as: Size.self)(context, size)
    }

    /// How far `text` moves the pen, in the current font.
    private func advance(_ text: String) -> Double {
        typealias Extents = @convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Double>?) -> Void
        // cairo_text_extents_t: x and y bearing, width, height, x and y advance.
        var extents = [Double](repeating: 0, count: 6)
        text.withCString { text in
            extents.withUnsafeMutableBufferPointer {
                cairo.function("cairo_text_extents", as: Extents.self)(context, text, $0.baseAddress)
            }
        }
        return extents[4]
    }

    private func fitted(_ text: String, to width: Double) -> String {
        guard advance(text) > width else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, advance(kept.trimmingCharacters(in: .whitespaces) + "…") > width { kept = kept.dropLast() }
        return kept.trimmingCharacters(in: .whitespaces) + "…"
    }
}
