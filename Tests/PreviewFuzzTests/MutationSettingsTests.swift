import Testing

@Suite struct MutationSettingsTests {
    @Test func aRunWithoutSettingsLastsItsDefaultSecondsFromTheFixedSeed() {
        let settings = MutationSettings(defaultSeconds: 25, environment: [:])
        #expect(settings == MutationSettings(defaultSeconds: 10, environment: ["PREVIEWD_FUZZ_SECONDS": "25"]))
        #expect(settings.seed == 0x5EED && settings.iterations == .max && settings.seconds == 25 && settings.start == 0)
    }

    @Test func aCountOfIterationsRunsWithoutATimeLimit() {
        let environment = ["PREVIEWD_FUZZ_ITERATIONS": "1", "PREVIEWD_FUZZ_START": "417", "PREVIEWD_FUZZ_SEED": "7"]
        let settings = MutationSettings(defaultSeconds: 25, environment: environment)
        #expect(settings.iterations == 1 && settings.seconds == .infinity)
        #expect(settings.start == 417 && settings.seed == 7)
    }
}
