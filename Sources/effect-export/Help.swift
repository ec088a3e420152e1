import EffectExport

/// The help texts, one per command; tests compare them whole.
enum Help {
    static let main = """
    OVERVIEW: Render UI micro-interactions (effect documents) to SVG, PDF and PNG.

    USAGE: effect-export EFFECT [--format svg|pdf|png] [--time T | --frames N | --fps F]
                                [--scale S] [--output PATH|-] [--quiet]
           effect-export sheet EFFECT [--frames N | --times T1,T2,…] [--columns C]
                                      [--format pdf|png|svg] [--scale S] [--output PATH]
           effect-export curves EFFECT [--format svg|pdf|png] [--output PATH]
           effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]
           effect-export validate FILE… [--strict]
           effect-export list

    ARGUMENTS:
      EFFECT                  A template name (see 'effect-export list') or the path
                              of an effect document (JSON).

    OPTIONS:
      --format svg|pdf|png    The output format. (default: svg)
      --time T                Render the frame at T seconds. (default: 0)
      --frames N              Render N frames from 0 to the effect's duration, both
                              ends included: NAME-0000.EXT, … or one PDF page each.
      --fps F                 Render the frames at n / F seconds for n < ceil(duration · F).
      --scale S               PNG pixels per point, 0 < S ≤ 16. SVG and PDF do not
                              depend on it (their blurred shadows are embedded at
                              2 px per point). (default: 2)
      --output PATH|-         The file to write, or - for standard output (one frame).
                              For frame sequences: a folder, or a pattern such as
                              frames/ripple-%04d.png. (default: NAME.EXT or
                              NAME-%04d.EXT in the current folder)
      --quiet                 Do not show progress on standard error.
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      sheet                   Draw the design-review contact sheet of an effect.
      curves                  Draw the timing-curve charts of an effect.
      sample                  Print presentation values at given times as JSON.
      validate                Check effect documents and print every problem.
      list                    List the templates with their titles.

      See 'effect-export help <subcommand>' for detailed help.

    EXIT STATUS:
      0 success, 64 bad usage, 65 bad document, 66 input not found,
      70 internal error, 73 cannot create the output.

    """

    static let sample = """
    OVERVIEW: Print presentation values at given times as JSON.

    USAGE: effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]

    ARGUMENTS:
      EFFECT                  A template name or the path of an effect document.

    OPTIONS:
      --times T1,T2,…         The times in seconds, separated by commas.
      --layer ID              Only this layer. (default: every animated layer)
      --keys K1,K2,…          These key paths, such as position,opacity. (default:
                              every key path an animation drives on the layer)
      -h, --help              Show help information.

    Each value is a number or an array (points, sizes, rects, colours [r, g, b, a]),
    null where the layer is not in the tree at that time.

    """

    static let sheet = """
    OVERVIEW: Draw the design-review contact sheet of an effect.

    USAGE: effect-export sheet EFFECT [--frames N | --times T1,T2,…] [--columns C]
                                      [--format pdf|png|svg] [--scale S] [--output PATH]

    A header (title, description, canvas size, duration), the frames in a grid
    labelled with their times, an onion skin of all frames, the motion paths of
    every layer whose position is animated, then the timing-curve charts: on a
    second page in a PDF, below the frames in SVG and PNG.

    OPTIONS:
      --frames N              N frames from 0 to the end, both included. (default: 12)
      --times T1,T2,…         These times in seconds instead.
      --columns C             Frames a row. (default: 4; 10 above 24 frames)
      --format pdf|png|svg    (default: pdf)
      --scale S               PNG pixels per point. (default: 2)
      --output PATH           (default: NAME-sheet.EXT in the current folder)
      --quiet                 Do not show progress on standard error.
      -h, --help              Show help information.

    """

    static let curves = """
    OVERVIEW: Draw the timing-curve charts of an effect.

    USAGE: effect-export curves EFFECT [--format svg|pdf|png] [--output PATH]

    For every animated key path of every layer: its presentation value over the
    effect's duration, with each animation's legs and fill holds and every jump
    flagged and explained; then every animation's timing function (with its
    control polygon, in CSS notation and by Core Animation name) or spring.

    OPTIONS:
      --frames N | --times T1,T2,…  The frame times marked on the charts. (default: 12)
      --format svg|pdf|png    (default: svg)
      --scale S               PNG pixels per point. (default: 2)
      --output PATH           (default: NAME-curves.EXT in the current folder)
      -h, --help              Show help information.

    """

    static let validate = """
    OVERVIEW: Check effect documents and print every problem.

    USAGE: effect-export validate FILE… [--strict]

    Each problem on a line: FILE:LINE:COLUMN: JSON.PATH: message, saying what was
    expected and what was found. Warnings, for what Core Animation accepts but
    rarely means (keyTimes that do not match the values, timing functions that
    paced keyframes ignore, a spring damped past critical without
    allowsOverdamping), read FILE:LINE:COLUMN: JSON.PATH: warning: message.

    OPTIONS:
      --strict                Fail on warnings too.
      -h, --help              Show help information.

    EXIT STATUS:
      0 no errors (and with --strict no warnings), 65 problems, 66 a file not found.

    """

    static let list = """
    OVERVIEW: List the templates with their titles.

    USAGE: effect-export list

    Templates are read from $EFFECT_EXPORT_TEMPLATES (folders separated by ':'),
    then Templates/ beside the executable, ../share/effect-export/Templates from
    it, and the Templates/ folder of the source package it was built from.

    OPTIONS:
      -h, --help              Show help information.

    """

    static let usageLine = [
        "": "Usage: effect-export EFFECT [--format svg|pdf|png] [--time T | --frames N | --fps F] [--scale S] [--output PATH|-]",
        "sheet": "Usage: effect-export sheet EFFECT [--frames N | --times T1,T2,…] [--columns C] [--format pdf|png|svg] [--output PATH]",
        "curves": "Usage: effect-export curves EFFECT [--format svg|pdf|png] [--output PATH]",
        "sample": "Usage: effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]",
        "list": "Usage: effect-export list",
        "validate": "Usage: effect-export validate FILE… [--strict]",
    ]
}
