#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Testing
import Gestures
@testable import AppHost
@testable import SDLBackend

/// An image the app keeps (the drawing's layer) may outlive the renderer that showed it: the app's own
/// lifetime tests run on the fake backend, so this is where SDL's side is checked.
@Suite struct ImageTextureLifetimeTests {
    /// The renderer goes first and takes the image's texture with it: dropping the texture afterwards does
    /// not destroy it again (SDL would read freed memory), and a new renderer shows the image.
    @Test func anImageOutlivesItsRenderer() throws {
        let size = Size(width: 40, height: 30)
        let image = PixelImage(width: 40, height: 30, fill: 0xFF00_C000)
        var target: OffscreenTarget? = try OffscreenTarget(size: size)
        target!.render { $0.drawImage(image, at: .zero) }
        #expect(target!.pixels().allSatisfy { $0 == 0xFF00_C000 })
        let texture = try #require(image.backing as? SDLImageTexture)
        #expect(texture.renderer.isAlive)
        target = nil
        #expect(!texture.renderer.isAlive, "the renderer went with its target, and its textures with it")
        image.backing = nil   // the texture is dropped after its renderer: nothing is destroyed twice
        let again = try OffscreenTarget(size: size)
        again.render { $0.drawImage(image, at: .zero) }
        #expect(again.pixels().allSatisfy { $0 == 0xFF00_C000 }, "the image is uploaded whole to the new renderer")
    }
}
#endif
