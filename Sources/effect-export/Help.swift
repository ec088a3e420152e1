import EffectExport

/// The help texts, one per command; tests compare them whole.
enum Help {
    static let main = """
    OVERVIEW: Render UI micro-interactions (effect documents) to SVG, PDF and PNG.

    USAGE: effect-export EFFECT [--format svg|pdf|png] [--scale S] [--output PATH|-]
           effect-export list

    ARGUMENTS:
      EFFECT                  A template name (see 'effect-export list') or the path
                              of an effect document (JSON).

    OPTIONS:
      --format svg|pdf|png    The output format. (default: svg)
      --scale S               Output pixels per point, 0 < S ≤ 16: the size of a PNG,
                              and in SVG and PDF the resolution of blurred shadows,
                              which are embedded as images. (default: 2)
      --output PATH|-         The file to write, or - for standard output.
                              (default: NAME.EXT in the current folder)
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      list                    List the templates with their titles.

      See 'effect-export help <subcommand>' for detailed help.

    EXIT STATUS:
      0 success, 64 bad usage, 65 bad document, 66 input not found,
      70 internal error, 73 cannot create the output.

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
        "": "Usage: effect-export EFFECT [--format svg|pdf|png] [--scale S] [--output PATH|-]",
        "list": "Usage: effect-export list",
    ]
}
