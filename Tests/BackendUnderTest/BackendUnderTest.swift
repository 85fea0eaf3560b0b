import AppHost
import SDLBackend

/// The backend the tests that draw run on, through `Backend` alone: the one line that names it (as the
/// command line's `ChosenBackend`). SDL 2 by default, SDL 3 with the package's `SDL3` trait.
public let backendUnderTest: any Backend = SDLPlatform()
