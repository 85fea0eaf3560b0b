/// Every button of the playground's strips (toolbar, palette, side panel, Open…'s list), so a tap is handled
/// by an exhaustive switch. `id` is the button's id in the dump's `controls` (`palette.add.tap`,
/// `side.prop.numberOfTapsRequired.+`, docs/state-dump.md): a contract scripts tap by, kept word for word.
enum PlaygroundControl: Hashable, CustomStringConvertible {
    // The toolbar.
    /// `saveAs`: always a new file, the one opened left as it was; `lab`: the lab scene.
    case new, open, save, saveAs, copy(PlaygroundCode.Flavor), lab
    /// Compact (a short scene, issue 49): shows or hides the drawer over the pads (the palette, the column).
    case tools
    // The title line.
    /// Starts typing the lesson's title; `code` shows or hides the printed code beside the pads (Swift, UIKit, off).
    case editTitle, code
    // The palette.
    /// `to: PAD`: the pad the palette adds to.
    case targetPad
    case add(PlaygroundLesson.Kind), addPad, addPadInPad, removePad
    // The side panel.
    case card(String)
    /// Closes the inspector; `rename`: its heading, which starts typing the recognizer's new name.
    case close, rename
    /// An inspector row's switch or action.
    case row(PlaygroundInspector.RowID)
    /// An inspector row's − (`up` false) or +.
    case step(PlaygroundInspector.RowID, up: Bool)
    // Open…'s list.
    case lesson(Int), cancel
    // The question Save asks when the lesson's file changed on disk since it was opened (`cancel` too).
    /// Save over the file anyway; save a new file beside it instead.
    case overwrite, saveNew
    // An exercise: the title line's Check (runs the lesson's checks), and the results' Close.
    case check, closeChecks

    var id: String {
        switch self {
        case .new: return "new"
        case .open: return "open"
        case .save: return "save"
        case .saveAs: return "saveAs"
        case .lab: return "lab"
        case .tools: return "tools"
        case .editTitle: return "edit"
        case .copy(let flavor): return "copy.\(flavor.rawValue)"
        case .targetPad: return "to"
        case .add(let kind): return "add.\(kind.rawValue)"
        case .addPad: return "add.pad"
        case .addPadInPad: return "add.child"
        case .removePad: return "remove.pad"
        case .card(let name): return "card.\(name)"
        case .close: return "close"
        case .rename: return "rename"
        case .code: return "code"
        case .row(let row): return row.id
        case .step(let row, let up): return row.id + (up ? ".+" : ".-")
        case .lesson(let k): return "lesson.\(k)"
        case .cancel: return "cancel"
        case .overwrite: return "overwrite"
        case .saveNew: return "saveNew"
        case .check: return "check"
        case .closeChecks: return "close"
        }
    }
    var description: String { id }
}
