import AppHost
#if SDL3
import SDL3Backend
#else
import SDLBackend
#endif

/// The backend the command line puts the app on: the one line a second backend changes (with its module
/// in Package.swift's `touchtracker` dependencies; docs/architecture.md, "A backend").
let chosenBackend: any Backend = SDL2Backend()
