import AppHost
import SDLBackend

/// The backend the command line puts the app on: the one line a second backend changes (with its module
/// in Package.swift's `backend` dependencies; docs/architecture.md, "A backend"). The SDL backend serves
/// SDL 2 by default and SDL 3 with the `SDL3` trait (`make build BACKEND=sdl3`), chosen inside it.
let chosenBackend: any Backend = SDLPlatform()
