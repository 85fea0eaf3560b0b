import Foundation
import Gestures
import AppHost

/// The drawing's life on disk, for one window: opens it (or, with `fresh`, hides it at the first edit),
/// hands each edit and each change of the settings to the store, tries again with back-off after a failed
/// commit, takes in other windows' commits, keeps the drawing's image at quit, and says what a person must
/// know about saving (through `show`). `TouchTrackerApp` calls it from `init`, `update`, `wantsFrames`,
/// `setWaker`, `willQuit` and the dump; the store does the work off the main thread.
///
/// Threads: the main thread only (the store's results come back through its inbox).
final class DrawingDocument {
    let store: DrawingStore
    private let drawing: Drawing
    private let view: DrawView
    /// Says a message on screen and in the dump (`TouchTrackerApp.show`).
    /// Shows a notice: a problem (red) or, with `.information`, a confirmation.
    /// The message is a closure: evaluated in English for the dump and in the person's language on screen.
    private let show: (() -> String, MessageBanner.Kind) -> Void

    /// The host's clock at the last update (seconds).
    private var hostTime: Seconds = 0
    /// The last failure to commit (said once per kind), nil while commits go through.
    private var lastSaveProblem: String?
    /// When the store next tries again what it could not commit (host seconds), after a failure.
    private var retryAt: Seconds?
    /// After a failed commit, the next try comes this long after the last (host seconds), doubling up to
    /// `maximumRetryDelay`: a folder that became read-only or a full disk is tried again without spinning.
    private var retryDelay: Seconds = 0
    static let firstRetryDelay: Seconds = 2
    static let maximumRetryDelay: Seconds = 30
    /// When this window last looked for another window's commits (host seconds).
    private var lastForeignCheck: Seconds = 0
    /// How often an idle window looks for another window's commits, and the host wakes it to (seconds).
    static let foreignCheckInterval: Seconds = 1
    /// The settings last handed to the store (recorded again only when they change).
    private var recordedSettings: (Color, Bool)
    /// `--fresh`: the stored drawing is hidden (one clear, before this window's first edit).
    private var clearsStoreOnFirstEdit = false
    /// Whether `drawing.image` shows the drawing as the store holds it (read at start, nothing changed since).
    private var imageMatchesStore = false

    /// The kept image shown while the lines are read behind it (`showsKeptImageFirst`), until they are in.
    private var readingBehind: DrawingImage?
    /// Called once the lines are in, if they were read behind the kept image (the first-run hint waits for
    /// them: an empty canvas shows it).
    var onLinesRead: (() -> Void)?

    /// Reads the stored drawing into `drawing` and `view` (unless `fresh`: then it starts empty and the
    /// stored drawing is hidden at the first edit), and from then on hands every edit to the store.
    /// `showsKeptImageFirst` (a window a person opens; the store prefetching with its image): when the
    /// drawing's kept image is current, the view shows it at once and the lines are read behind it, taken
    /// in by `finishLoading` (a frame's `update` once they are read; at the latest before any input, key,
    /// dump or quit). Otherwise everything is read here.
    init(store: DrawingStore, drawing: Drawing, view: DrawView, fresh: Bool, showsKeptImageFirst: Bool = false,
         show: @escaping (() -> String, MessageBanner.Kind) -> Void) {
        self.store = store; self.drawing = drawing; self.view = view; self.show = show
        recordedSettings = (view.drawColor, view.colorByAngle)
        if showsKeptImageFirst, !fresh, let image = store.takeEarlyImage() {
            view.cache.offer(image)
            readingBehind = image
            return
        }
        open(fresh: fresh, keptImage: nil)
    }

    /// Whether the lines are still being read behind the kept image shown (frames keep coming until in).
    var isReadingBehind: Bool { readingBehind != nil }

    /// Takes in the lines read behind the kept image: at once when `waiting` (waiting for the read), else
    /// only if they are read already. Does nothing once they are in, or when they were read at start.
    func finishLoading(waiting: Bool = true) {
        guard let image = readingBehind, waiting || store.isLoadReady else { return }
        readingBehind = nil
        open(fresh: false, keptImage: image)
        onLinesRead?()
    }

    /// Reads the drawing (`keptImage`: the image shown already, offered again when still current, so the
    /// view does not draw every line), then joins the other windows and hands every edit to the store.
    private func open(fresh: Bool, keptImage: DrawingImage?) {
        switch store.load() {
        case .nothingSaved(let notices):
            notices.forEach { notice in show({ notice.words }, .problem) }
        case .loaded(let saved, let notices):
            notices.forEach { notice in show({ notice.words }, .problem) }
            present(saved, fresh: fresh, keptImage: keptImage)
        case .readOnly(let saved, let reason, let notices):
            notices.forEach { notice in show({ notice.words }, .problem) }
            let values = ["file": store.file.path, "reason": "\(reason)"]
            show({ fresh
                 ? tr("The saved drawing cannot be written ({file}: {reason}). It is left as it is; what you draw stays in memory until saving works, then hides it as --fresh does.", values)
                 : tr("The saved drawing cannot be written ({file}: {reason}), so it is shown as it was saved. What you change stays in memory until saving works; then it is saved on top of what was there. TouchTracker keeps trying.", values) }, .problem)
            present(saved, fresh: fresh, keptImage: nil)
            lastSaveProblem = reason
            retryAt = hostTime + Self.firstRetryDelay
            retryDelay = Self.firstRetryDelay
        case .unavailable(let reason):
            show({ tr("The saved drawing cannot be opened ({file}: {reason}), so TouchTracker started empty and left the file as it is. What you draw is safe in memory; saving resumes when possible.",
                       ["file": store.file.path, "reason": "\(reason)"]) }, .problem)
            lastSaveProblem = reason
            retryAt = hostTime + Self.firstRetryDelay
            retryDelay = Self.firstRetryDelay
        }
        store.joinWindows()
        drawing.useIDs(store.reserveIDs(above: topID))
        drawing.onIDsExhausted = { [unowned self] in self.store.reserveIDs(above: self.topID) }
        drawing.onEdit = { [unowned self] edit in
            if self.clearsStoreOnFirstEdit {
                self.clearsStoreOnFirstEdit = false
                self.store.record(.clear(token: Int64.random(in: 1...Int64.max), lines: [], circles: []))
            }
            self.imageMatchesStore = false
            self.store.record(edit)
        }
    }

    /// Puts the drawing read into the view (or, `fresh`, hides it at the first edit); `keptImage` (the
    /// image shown already) is offered again when still current, else the store's kept image when it is.
    private func present(_ saved: DrawingStore.Saved, fresh: Bool, keptImage: DrawingImage?) {
        if fresh {
            clearsStoreOnFirstEdit = true
            return
        }
        view.drawColor = saved.drawColor
        view.colorByAngle = saved.colorByAngle
        recordedSettings = (saved.drawColor, saved.colorByAngle)
        drawing.load(saved.lines, circles: saved.circles)
        let current = keptImage.map { $0.stamp == store.currentStamp ? $0 : nil } ?? store.loadImage()
        if let image = current {
            view.cache.offer(image)
            imageMatchesStore = true
        }
    }

    /// The largest id in the drawing (new ids go above it).
    private var topID: Int { Swift.max(drawing.lines.last?.id ?? 0, drawing.circles.last?.id ?? 0) }

    /// The drawing color and the by-angle switch go to the store when they change.
    func recordSettingsIfChanged() {
        let now = (view.drawColor, view.colorByAngle)
        guard recordedSettings.0 != now.0 || recordedSettings.1 != now.1 else { return }
        recordedSettings = now
        store.recordSettings(drawColor: now.0, colorByAngle: now.1)
    }

    /// Once a frame: takes in other windows' commits (looked for once a second while no finger is down,
    /// `isTouching` false, and at once when the store's watch saw the database change), tries a failed
    /// commit again when its time has come, and says what came of the commits.
    func update(hostTime: Seconds, isTouching: Bool) {
        self.hostTime = hostTime
        finishLoading(waiting: false)
        guard !isReadingBehind else { return }
        for changes in store.takeForeignChanges() {
            imageMatchesStore = false
            drawing.applyForeign(changes)
        }
        if store.takeNoticedChange() || (hostTime - lastForeignCheck >= Self.foreignCheckInterval && !isTouching) {
            lastForeignCheck = hostTime
            store.checkForeignChanges()
        }
        if let at = retryAt, hostTime >= at {
            retryAt = nil
            store.retry()
        }
        reportSaves()
    }

    /// Whether a commit is on its way (frames keep coming to show its outcome), or the lines are being read.
    var isBusy: Bool { isReadingBehind || store.isBusy }

    /// The store watches for another window's commits in the background and wakes an idle window when
    /// there are some, or when what it read of them is ready: an idle window draws nothing otherwise.
    func setWaker(_ wake: @escaping @Sendable () -> Void) {
        store.watchForOtherWindows(every: Self.foreignCheckInterval, wake: wake)
    }

    /// Waits until every edit handed to the store is committed (or failed), and shows what came of it.
    func waitForSaves() { finishLoading(); store.finish(); reportSaves() }

    /// A failed commit is said once per kind of failure (naming the file and the reason, and that nothing is
    /// lost) and tried again later; the first commit that works after failures says so.
    private func reportSaves() {
        for outcome in store.takeOutcomes() {
            if let problem = outcome {
                if problem != lastSaveProblem {
                    show({ tr("The drawing could not be saved to {file}: {problem}. Your drawing is safe in memory; saving resumes when possible, and TouchTracker keeps trying.",
                               ["file": store.file.path, "problem": "\(problem)"]) }, .problem)
                }
                retryDelay = retryDelay == 0 ? Self.firstRetryDelay : Swift.min(Self.maximumRetryDelay, retryDelay * 2)
                retryAt = hostTime + retryDelay
            } else {
                if lastSaveProblem != nil { show({ tr("Saving works again: the drawing is saved in {file}.", ["file": store.file.path]) }, .information) }
                retryDelay = 0
                retryAt = nil
            }
            lastSaveProblem = outcome
        }
    }

    /// Waits for the commits, trying once more what could not be committed; then, when every edit went
    /// through, keeps the drawing's image beside it so the next start shows it without drawing every line (a
    /// cache: a failure to write it costs nothing but time). Edits that still cannot be committed are said on
    /// standard error: they are lost with the process.
    func willQuit() {
        waitForSaves()
        if store.uncommittedCount > 0 {
            // A last try, whenever the next retry was due: the folder or the lock may be free by now (a window
            // that started read-only while another was opening the drawing, quit within the first back-off).
            store.retry()
            waitForSaves()
        }
        // What was committed goes into drawing.sqlite itself, out of the write-ahead log.
        store.checkpoint()
        let lost = store.uncommittedCount
        if lost > 0 {
            FileHandle.standardError.write(Data("touchtracker: \(lost) edit\(lost == 1 ? "" : "s") could not be saved to \(store.file.path): \(lastSaveProblem ?? "unknown reason")\n".utf8))
            return
        }
        guard !imageMatchesStore, !clearsStoreOnFirstEdit, let image = view.cache.imageForSaving(drawing) else { return }
        try? store.saveImage(layerSize: image.layerSize, scale: image.scale, background: image.background, pixels: image.pixels)
        imageMatchesStore = true
    }
}
