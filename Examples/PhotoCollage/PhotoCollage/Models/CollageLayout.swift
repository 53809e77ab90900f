import SwiftUI

/// How the photos of a collage are arranged on the canvas.
enum CollageLayout: String, CaseIterable, Identifiable {
    case single
    case sideBySide
    case stacked
    case grid
    case featured
    case filmstrip

    var id: Self { self }

    var title: String {
        switch self {
        case .single: "Single"
        case .sideBySide: "Side by Side"
        case .stacked: "Stacked"
        case .grid: "Grid"
        case .featured: "Featured"
        case .filmstrip: "Filmstrip"
        }
    }

    /// How many photos the layout has room for.
    var slotCount: Int {
        switch self {
        case .single: 1
        case .sideBySide, .stacked: 2
        case .featured: 3
        case .grid, .filmstrip: 4
        }
    }
}
