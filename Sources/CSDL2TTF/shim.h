#ifndef CSDL2TTF_SHIM_H
#define CSDL2TTF_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#endif
