import SwiftUI

struct Profile {
    var name: String
    var role: String
    var streak: Int
    var accent: Color

    static let sample = Profile(name: "Ada Park", role: "iOS engineer", streak: 12, accent: .indigo)
    static let newcomer = Profile(name: "Sam Rivera", role: "Designer", streak: 0, accent: .orange)
}
