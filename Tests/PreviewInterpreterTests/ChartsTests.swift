import PreviewInterpreter
import PreviewViews
import Testing

/// Swift Charts evaluated into one chart of marks: each mark kind, the data form, styles and chart settings.
@Suite struct ChartsTests {
    static let declarations = """
        import Charts

        struct Sale: Identifiable {
            var id: String { day }
            var day: String
            var amount: Int
        }

        let sales = [Sale(day: "Mon", amount: 12), Sale(day: "Tue", amount: 30)]
        """

    func dump(_ body: String) throws -> String {
        try InterpreterFixture(body: body, declarations: Self.declarations).cleanDump()
    }

    @Test func barMarksFromForEachKeepTheirValuesAndTheStylesAroundThem() throws {
        let tree = try dump("""
            Chart {
                ForEach(sales) { sale in
                    BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.amount))
                        .cornerRadius(6, style: .continuous)
                        .annotation(position: .top) { Text("\\(sale.amount)") }
                }
                .foregroundStyle(.orange)
            }
            """)
        #expect(tree.contains(#"BarMark x="Mon" y=12 style=orange cornerRadius=6"#), "\(tree)")
        #expect(tree.contains(#"BarMark x="Tue" y=30 style=orange cornerRadius=6"#), "\(tree)")
        #expect(tree.contains("annotation top") && tree.contains(#"Text "30""#), "\(tree)")
    }

    @Test func decimalValuesArePlottedAsNumbers() throws {
        let tree = try dump("""
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Revenue", Decimal(string: "12.5")!))
            }
            """)
        #expect(tree.contains(#"BarMark x="Mon" y=12.5"#), "\(tree)")
    }

    @Test func theDataFormCallsItsContentForEachElementAndColoursByValue() throws {
        let tree = try dump("""
            Chart(sales) { sale in
                LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.amount))
                    .foregroundStyle(by: .value("Shop", "Truck"))
                    .interpolationMethod(.catmullRom)
                    .lineStyle(StrokeStyle(lineWidth: 3))
            }
            """)
        #expect(tree.contains(#"LineMark x="Mon" y=12 by="Truck" smooth=true"#), "\(tree)")
        #expect(tree.contains(#"LineMark x="Tue" y=30 by="Truck" smooth=true"#), "\(tree)")
    }

    @Test(arguments: [
        ("PointMark(x: .value(\"x\", 1), y: .value(\"y\", 2.5))", "PointMark x=1 y=2.5"),
        (
            "AreaMark(x: .value(\"x\", 1), yStart: .value(\"low\", 0), yEnd: .value(\"high\", 4))",
            "AreaMark x=1 yStart=0 yEnd=4"
        ),
        ("RuleMark(y: .value(\"Goal\", 20))", "RuleMark y=20"),
        (
            """
            RectangleMark(xStart: .value(\"a\", 1), xEnd: .value(\"b\", 2), yStart: .value(\"c\", 3), yEnd: \
            .value(\"d\", 4))
            """,
            "RectangleMark xStart=1 xEnd=2 yStart=3 yEnd=4"
        ),
        (
            """
            SectorMark(angle: .value(\"Share\", 3), innerRadius: .ratio(0.6)).foregroundStyle(by: .value(\"Kind\", \
            \"Glazed\"))
            """,
            #"SectorMark angle=3 by="Glazed""#
        ),
        (
            "BarMark(xStart: .value(\"from\", 2), xEnd: .value(\"to\", 5), y: .value(\"Task\", \"Bake\"))",
            #"BarMark y="Bake" xStart=2 xEnd=5"#
        ),
    ])
    func eachMarkKind(mark: String, expected: String) throws {
        let tree = try dump("Chart {\n    \(mark)\n}")
        #expect(tree.contains(expected), "\(tree)")
    }

    @Test func axisAndLegendSettingsReachTheChartThroughOtherModifiers() throws {
        let tree = try dump("""
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
            }
            .chartXAxis(.hidden)
            .frame(height: 200)
            .chartYAxis(.hidden)
            .chartLegend(.hidden)
            """)
        #expect(tree.contains("Chart hiddenAxes=x,y"), "\(tree)")
    }

    @Test func customAxisContentKeepsTheAxis() throws {
        let tree = try dump("""
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
            }
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel()
                }
            }
            """)
        #expect(tree.contains("Chart\n"), "\(tree)")
        #expect(!tree.contains("Placeholder"), "\(tree)")
    }
}
