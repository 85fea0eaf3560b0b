import Foundation
import Gestures

/// What playing a series came to: how it ended, and what its checks found and wrote.
public struct SeriesOutcome {
    /// How the last part played ended (`.finished` when every part finished).
    public var outcome: ScriptPlayer.Outcome = .finished
    /// The checks that failed, in order, over every part played.
    public var checkFailures: [CheckFailure] = []
    /// The goldens written, in order.
    public var updatedGoldens: [String] = []
    /// The files the parts' `screenshot` and `dump` lines wrote, in order.
    public var outputs: [String] = []
    /// What the run produced for the checks that did not match (`--update-expectations`), in order.
    public var expectationUpdates: [ExpectationUpdate] = []
}

extension ScriptSeries {
    /// What the script's points are multiplied by when it is replayed at interface scale `uiScale` (nil: as
    /// made): the replay's scale over the one the script says it was made at (`ui-scale K`), 1 without.
    public func pointScale(at uiScale: Double?) -> Double {
        guard let uiScale, let made = first.uiScale else { return 1 }
        return uiScale / made
    }

    /// The window a replay at interface scale `uiScale` opens: the script's, scaled as its points are.
    public func windowSize(at uiScale: Double?) -> Size {
        let k = pointScale(at: uiScale)
        return Size(width: first.windowSize.width * k, height: first.windowSize.height * k)
    }

    /// Plays the parts in order on `driver`, one window throughout, each part read again as it comes
    /// (`part(_:)`); stops after the first part that does not finish (a `quit`, a closed window, a signal).
    /// `afterPart` sees each part's player once it ran. `updatesExpectations`: what the run produced for a
    /// check that did not match is kept (`--update-expectations`); `newGoldensFolder`: where goldens written go
    /// instead of beside the script (`ScriptPlayer.newGoldensFolder`); `goldensFolder`: where they are (a project's); `observer` watches every part play (a
    /// trace). The one loop over a recording's parts: headless runs and windows both play a series through it.
    public func play(on driver: ScriptDriver, outputDirectory: String, goldenUpdate: GoldenUpdate, updatesExpectations: Bool = false,
                     newGoldensFolder: String? = nil, goldensFolder: String? = nil, uiScale: Double? = nil, observer: (any ScriptObserver)? = nil,
                     afterPart: (ScriptPlayer) -> Void = { _ in }) throws -> SeriesOutcome {
        var result = SeriesOutcome()
        for index in files.indices where result.outcome == .finished {
            let player = ScriptPlayer(script: try part(index), outputDirectory: outputDirectory, scriptFile: files[index],
                                      goldenUpdate: goldenUpdate)
            player.updatesExpectations = updatesExpectations
            player.observer = observer
            player.newGoldensFolder = newGoldensFolder
            player.goldensFolder = goldensFolder
            player.pointScale = pointScale(at: uiScale)
            result.outcome = try player.run(on: driver)
            result.checkFailures += player.checkFailures
            result.updatedGoldens += player.updatedGoldens
            result.outputs += player.outputs
            result.expectationUpdates += player.expectationUpdates
            afterPart(player)
        }
        return result
    }
}
