import AppHost

/// Whether this machine's SDL_ttf draws emoji in colour (Noto Color Emoji installed, FreeType built with PNG):
/// where it does not, an emoji is drawn in an outline font, in one colour.
public enum ColourEmoji {
    public static let isDrawn: Bool = {
        guard FontLock.start(), let face = SystemFonts.face(for: "👍", colour: true) else { return false }
        return FontLock.run {
            // A font of bitmaps by `FontSet.scale`'s test (the one test), beside the shipped font at the same size.
            guard let shipped = AssetLocator.path(of: "DejaVuSans.ttf"), let set = FontSet(path: shipped, pixelSize: 24, lightHinting: false),
                  let f = SDLAPI.openFont(face.path, pixels: 24, index: face.index) else { return false }
            defer { SDLAPI.closeFont(f) }
            return set.scale(of: f) < 1 && FontSet.drawsInk(f, "👍")
        }
    }()
}
