"""What the frame scripts run in the page to stop a file's clock at a time: SMIL's for an SVG document, every CSS
animation's for an HTML page. Its one argument is the time in seconds."""

PAUSE = """
    const [t] = arguments;
    const root = document.documentElement;
    if (root.pauseAnimations) {
        root.pauseAnimations();
        root.setCurrentTime(t);
    } else {
        for (const animation of document.getAnimations()) {
            animation.pause();
            animation.currentTime = t * 1000;
        }
    }
"""

# Resolves after the next two frames, so that what was set is painted.
PAINTED = "const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(done));"
