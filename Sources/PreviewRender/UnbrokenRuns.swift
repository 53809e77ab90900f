/// Bounds the runs of text without a break opportunity that Pango wraps.
///
/// Pango finds where to break a run that has no break opportunity of its own (a long URL, a hash, a string of
/// 10,000 "w"s) by examining the rest of the run again for every line it makes, so such a run wrapped into a narrow
/// frame costs time quadratic in its length: 10,000 characters at 10 points wide took about 40 seconds, during
/// which every other preview waited. A zero-width space (U+200B, invisible, a break opportunity) after every
/// `longest` characters of such a run makes the cost linear. The price: the run then wraps as words of `longest`
/// characters, so a line may end early where one begins, and such a run takes up to one line more per `longest`
/// characters than on iOS. Text without a run that long (any prose, nearly any URL) reaches Pango unchanged.
enum UnbrokenRuns {
    static let longest = 256

    static func bounded(_ text: String) -> String {
        guard text.utf8.count > longest else { return text }
        var result = ""
        var run = 0
        var changed = false
        for character in text {
            if character.isWhitespace || character == "\u{200B}" || character == "-" {
                run = 0
            } else {
                if run == longest {
                    result.append("\u{200B}")
                    changed = true
                    run = 0
                }
                run += 1
            }
            result.append(character)
        }
        return changed ? result : text
    }
}
