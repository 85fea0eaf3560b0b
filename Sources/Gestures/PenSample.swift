#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// What a pen reports at one instant besides its location, in SDL 3's terms (`SDL_PenAxis`,
/// `SDL_PenInputFlags`): the host fills it from SDL's pen events and touch scripts, the engine reads UIKit's
/// angles from it (`altitudeAngle`, `azimuthAngle`, `rollAngle`). An optional axis is nil where the pen or
/// platform does not report it (SDL 2 and sdl2-compat report none; XInput 2 no distance).
public struct PenSample: Sendable, Equatable {
    /// `SDL_PEN_AXIS_PRESSURE`, 0 to 1 (0 while hovering).
    public var pressure: Double
    /// `SDL_PEN_AXIS_XTILT` in degrees, -90 to 90: positive when the pen's back end leans to the right
    /// (+x); nil where not reported.
    public var tiltX: Double?
    /// `SDL_PEN_AXIS_YTILT` in degrees, -90 to 90: positive when the back end leans down the screen (+y);
    /// nil where not reported.
    public var tiltY: Double?
    /// `SDL_PEN_AXIS_ROTATION` in degrees, -180 to 180: the barrel's turn, clockwise, 0 facing up; nil where
    /// not reported.
    public var rotation: Double?
    /// `SDL_PEN_AXIS_DISTANCE`, 0 (touching) to 1 (as far as the digitizer sees); nil where not reported
    /// (XInput 2 reports none, Wayland does).
    public var distance: Double?
    /// `SDL_PEN_INPUT_ERASER_TIP`: the pen is used by its eraser end.
    public var eraser: Bool
    /// The side buttons held, numbered as SDL numbers them (`SDL_PEN_INPUT_BUTTON_1` … `_5` as `.button(1)`
    /// … `.button(5)`). A touch's `buttonMask` numbers them from 2 (`touchButtons`).
    public var buttons: ButtonMask

    /// The side buttons as a pen touch's `buttonMask`: SDL's button n is `.button(n + 1)`, the tip being the
    /// pen's primary button (so the first side button is `.secondary`, a Wacom pen's usual right click).
    public var touchButtons: ButtonMask { ButtonMask(rawValue: (buttons.rawValue << 1) & ~1) }

    /// A sample; every axis not given is unreported.
    public init(pressure: Double = 0, tiltX: Double? = nil, tiltY: Double? = nil, rotation: Double? = nil,
                distance: Double? = nil, eraser: Bool = false, buttons: ButtonMask = []) {
        self.pressure = pressure; self.tiltX = tiltX; self.tiltY = tiltY; self.rotation = rotation
        self.distance = distance; self.eraser = eraser; self.buttons = buttons
    }

    /// The largest tilt magnitude read, in degrees: a tilt of 90 lies flat, where the azimuth is still defined.
    static let maximumTilt = 90.0

    /// The pen's direction from its tip to its back end as a unit vector (x right, y down, z out of the
    /// screen), from the two tilts: each tilt is the angle of the pen's shadow in the x–z (y–z) plane from
    /// the screen's normal, so the direction is (tan x, tan y, 1), written here without the tangents' poles.
    /// Nil when neither tilt is reported.
    var direction: (x: Double, y: Double, z: Double)? {
        guard tiltX != nil || tiltY != nil else { return nil }
        func radians(_ d: Double?) -> Double {
            guard let d, d.isFinite else { return 0 }
            return Swift.min(Self.maximumTilt, Swift.max(-Self.maximumTilt, d)) * .pi / 180
        }
        let tx = radians(tiltX), ty = radians(tiltY)
        let x = sin(tx) * cos(ty), y = cos(tx) * sin(ty), z = cos(tx) * cos(ty)
        let n = (x * x + y * y + z * z).squareRoot()
        guard n > 0 else { return (0, 0, 1) }   // both at ±90: no direction; read as upright
        return (x / n, y / n, z / n)
    }

    /// UIKit's `altitudeAngle`: the pen's angle with the screen in radians, π/2 upright (or tilt not
    /// reported), 0 lying flat.
    public var altitudeAngle: Radians {
        guard let d = direction else { return .pi / 2 }
        return atan2(d.z, (d.x * d.x + d.y * d.y).squareRoot())
    }

    /// UIKit's `azimuthAngle(in:)` in window coordinates: the direction the back end points to in the plane
    /// of the screen, in radians from the +x axis, clockwise on screen positive (-π to π); 0 when upright or
    /// tilt is not reported.
    public var azimuthAngle: Radians {
        guard let d = direction, d.x != 0 || d.y != 0 else { return 0 }
        return atan2(d.y, d.x)
    }

    /// UIKit's `rollAngle`: the barrel's rotation in radians, clockwise positive; nil where not reported.
    public var rollAngle: Radians? { rotation.flatMap { $0.isFinite ? $0 * .pi / 180 : nil } }

    /// UIHoverGestureRecognizer's `zOffset`: the distance, 0 to 1; nil where not reported.
    public var zOffset: Double? { distance.flatMap { $0.isFinite ? Swift.min(1, Swift.max(0, $0)) : nil } }

    /// The tilts in degrees of a pen at `altitude` and `azimuth` (radians, as UIKit's): what a touch script's
    /// `tilt ALTITUDE AZIMUTH` becomes. `altitudeAngle` and `azimuthAngle` read them back.
    public static func tilts(altitude: Radians, azimuth: Radians) -> (x: Double, y: Double) {
        let c = cos(altitude)
        let x = c * cos(azimuth), y = c * sin(azimuth), z = sin(altitude)
        return (atan2(x, z) * 180 / .pi, atan2(y, z) * 180 / .pi)
    }
}
