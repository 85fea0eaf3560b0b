/// Whether this machine's SDL_ttf draws emoji in colour (Noto Color Emoji installed, FreeType built with PNG):
/// where it does not, an emoji is drawn in an outline font, in one colour.
public enum ColourEmoji {
    public static let isDrawn: Bool = {
        guard FontLock.start(), let face = SystemFonts.face(for: "👍", colour: true) else { return false }
        return FontLock.run {
            guard let f = SDLAPI.openFont(face.path, pixels: 24, index: face.index) else { return false }
            defer { SDLAPI.closeFont(f) }
            return SDLAPI.lineHeight(f) > 48 && FontSet.drawsInk(f, "👍")
        }
    }()
}
