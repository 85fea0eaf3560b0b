import AppHost
#if SDL3
import SDL3Backend
#else
import SDLBackend
#endif

#if SDL2 && SDL3
#error("the SDL2 and SDL3 traits together would link both SDLs into one binary: choose one (`--traits SDL3` alone)")
#endif

/// The backend the command line puts the app on: the one line a second backend changes (with its module
/// in Package.swift's `backend` dependencies and a package trait; docs/architecture.md, "A backend").
/// SDL 2 by default; SDL 3 with the `SDL3` trait (`make build BACKEND=sdl3`).
#if SDL3
let chosenBackend: any Backend = SDL3Backend()
#else
let chosenBackend: any Backend = SDL2Backend()
#endif
