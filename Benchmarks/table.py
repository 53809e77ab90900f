"""The benchmarks' common output: one Markdown table of figures, each next to the baseline it is compared with."""


def print_table(rows):
    """Prints (measure, variant, figure, vs baseline) rows under the suite's table header."""
    print("| measure | variant | figure | vs baseline |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
