import Foundation

enum Handler: String, CaseIterable {
    case share
    case openLink = "open_link"
    case log
}
