import PreviewViews
import Testing

/// The hierarchical foreground levels: iOS's label colours under the default style, the colour set above at the
/// level's opacity under any other.
@Suite struct ForegroundLevelTests {
    func foreground(_ changes: EnvironmentChange...) -> ColorValue? {
        changes.reduce(EnvironmentValues()) { $0.applying($1) }.foreground
    }

    @Test func underTheDefaultStyleTheLevelsAreTheLabelColours() {
        #expect(foreground(.foregroundLevel(.secondary)) == .system(.secondary))
        #expect(foreground(.foregroundLevel(.tertiary)) == .opacity(.system(.primary), 0.3))
        #expect(foreground(.foregroundLevel(.primary)) == .system(.primary))
    }

    @Test func underAColourTheLevelsAreThatColourFainter() {
        #expect(foreground(.foreground(.system(.red)), .foregroundLevel(.secondary)) == .opacity(.system(.red), 0.6))
        #expect(foreground(.foreground(.system(.red)), .foregroundLevel(.quaternary)) == .opacity(.system(.red), 0.18))
        #expect(foreground(.foreground(.system(.accentColor)), .foregroundLevel(.primary)) == .system(.accentColor))
    }

    @Test func aLevelInsideALevelIsALevelOfTheStyleNotFainterStill() {
        #expect(
            foreground(.foreground(.system(.red)), .foregroundLevel(.secondary), .foregroundLevel(.tertiary))
                == .opacity(.system(.red), 0.3))
        #expect(
            foreground(.foregroundLevel(.secondary), .foregroundLevel(.tertiary)) == .opacity(.system(.primary), 0.3))
    }
}
