/// The per-SDL layer by the names the shared code uses: the calls that differ (`SDL2API`, `SDL3API`), the
/// event converter and the synthetic events of the SDL the package trait chose.
#if SDL3
typealias SDLAPI = SDL3API
public typealias SDLEventConverter = SDL3EventConverter
public typealias SyntheticEvents = SDL3SyntheticEvents
#else
typealias SDLAPI = SDL2API
public typealias SDLEventConverter = SDL2EventConverter
public typealias SyntheticEvents = SDL2SyntheticEvents
#endif
