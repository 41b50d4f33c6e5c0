// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPalette>

class QAction;

namespace ml
{

// View > Theme: light or dark windows and panels, or as the desktop has them. The board keeps
// its own table and ink colours in every theme (BoardView), so a position looks the same on
// screen as in every picture made of it.
//
// Qt 6.4 cannot ask the desktop for its colour scheme (QStyleHints::colorScheme() came in 6.5),
// so "follow the system" reads the palette the platform gave the program at start: dark when
// its window colour is dark. A desktop switched while the program runs is followed at the next
// start, or on choosing the entry again.
//
// Dark uses the Fusion style, which draws everything from the palette; the platform's own style
// may draw parts in its own colours. The choice is the program's, not a window's: it is kept in
// QSettings ("view/theme") and applied at start.
class ThemeChooser : public QObject
{
    Q_OBJECT
public:
    enum class Theme : quint8 { Light, Dark, System };

    ThemeChooser(QAction *light, QAction *dark, QAction *system, QObject *parent);
    ~ThemeChooser() override;

    // The theme remembered (System when none is), and whether the windows are dark now.
    static Theme chosen();
    static bool isDark();
    // Makes `theme` the program's and remembers it.
    static void choose(Theme theme);
    // Applies the remembered theme: at start, and for each new window.
    static void restore();

    // The palettes: the platform's as the program found it, and the dark one.
    static QPalette platformPalette();
    static QPalette darkPalette();
    // Whether a palette is dark: its window colour is nearer black than white.
    static bool isDark(const QPalette &palette);
    // WCAG 2's contrast ratio of two colours (1 to 21), from their relative luminance.
    static double contrast(const QColor &a, const QColor &b);
    // `wanted` (a warning's red, say) as text on `background`: itself when it reads there at
    // WCAG AA (4.5:1), else moved toward white or black, whichever the background is farther
    // from, just far enough that it does. So a colour chosen for light windows follows a dark
    // palette too.
    static QColor readableOn(const QColor &wanted, const QColor &background);

private:
    static void apply(Theme theme);
    static QList<ThemeChooser *> &choosers();
    void showChosen();

    QAction *m_light;
    QAction *m_dark;
    QAction *m_system;
};

} // namespace ml
