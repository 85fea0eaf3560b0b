#if SDL3   // SDL 3's events: built with the package's SDL3 trait (`make test-sdl3`)
import Testing
#endif
