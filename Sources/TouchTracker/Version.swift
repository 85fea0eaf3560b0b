/// The app's version, as `touchtracker --version` prints it (and the consumer example asks for the library by).
public enum TouchTrackerVersion {
    public static let current = "0.2.0"
}
