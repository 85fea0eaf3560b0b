import AppHost
import SDLBackend

/// The backend the tests that draw run on, through `Backend` alone: the one line that names it (as the
/// command line's `ChosenBackend`). SDL 2 by default, SDL 3 with the package's `SDL3` trait.
public let backendUnderTest: any Backend = SDLPlatform()

/// Whether the backend draws emoji in colour on this machine (`ColourEmoji`): not where SDL_ttf's FreeType
/// was built without PNG, as PyPI's SDL build (`make test-sdl`) is.
public var backendDrawsColourEmoji: Bool { ColourEmoji.isDrawn }
