#ifndef CSDL2Image_SHIM_H
#define CSDL2Image_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#endif
