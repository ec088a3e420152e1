import EffectExport

/// The help texts, one per command; tests compare them whole.
enum Help {
    static let main = """
    OVERVIEW: Render UI micro-interactions (effect documents) to SVG, PDF and PNG.

    USAGE: effect-export EFFECT [--format svg|pdf|png] [--time T | --frames N | --fps F]
                                [--scale S] [--output PATH|-] [--quiet]
           effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]
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
      --scale S               Output pixels per point, 0 < S ≤ 16: the size of a PNG,
                              and in SVG and PDF the resolution of blurred shadows,
                              which are embedded as images. (default: 2)
      --output PATH|-         The file to write, or - for standard output (one frame).
                              For frame sequences: a folder, or a pattern such as
                              frames/ripple-%04d.png. (default: NAME.EXT or
                              NAME-%04d.EXT in the current folder)
      --quiet                 Do not show progress on standard error.
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      sample                  Print presentation values at given times as JSON.
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
        "sample": "Usage: effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]",
        "list": "Usage: effect-export list",
    ]
}
