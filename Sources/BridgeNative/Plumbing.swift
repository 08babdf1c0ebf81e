/// Types that mark a method as an app's own plumbing rather than a function a page names: a
/// parameter of one of these is no value a page message holds. Read by both native readers
/// (Objective-C's `performSelector:` dispatch and Swift's `perform(_:with:)`), so the two agree.
public enum Plumbing {
    /// `name` is a class or type name as written, without pointer or optional marks.
    public static func isFrameworkType(_ name: some StringProtocol) -> Bool {
        if name.hasPrefix("WK") || name.hasPrefix("UI") { return true }
        return frameworkTypes.contains(String(name))
    }

    /// Foundation's (both spellings) that no message decodes into.
    static let frameworkTypes: Set<String> = [
        "NSNotification", "Notification", "NSTimer", "Timer", "NSError", "Error", "NSCoder", "NSIndexPath", "IndexPath",
        "NSURLSession", "URLSession", "NSURLSessionTask", "URLSessionTask", "NSURLRequest", "URLRequest", "NSURLResponse", "URLResponse",
    ]
}
