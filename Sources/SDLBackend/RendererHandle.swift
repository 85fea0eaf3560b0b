import AppHost
#if SDL3
import CSDL3
#else
import CSDL2
#endif

/// An SDL renderer and whether it still exists.
///
/// `SDL_DestroyRenderer` frees every texture made on the renderer. Whatever keeps textures (the text
/// cache, the sprites, a line layer that an app may hold longer than its host keeps the renderer) holds
/// this handle and destroys a texture only while the renderer is alive: never a texture freed twice.
public final class RendererHandle {
    public let pointer: OpaquePointer
    public private(set) var isAlive = true

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    /// Destroys the renderer and every texture made on it. Only the first call does anything.
    func destroy() {
        guard isAlive else { return }
        isAlive = false
        SDL_DestroyRenderer(pointer)
    }

    /// Destroys `texture`, made on this renderer, unless the renderer (and so the texture) is gone.
    func destroyTexture(_ texture: SDLTexture) {
        if isAlive { SDL_DestroyTexture(texture) }
    }
}
