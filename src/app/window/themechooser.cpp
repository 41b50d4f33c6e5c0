// SPDX-License-Identifier: GPL-3.0-or-later
#include "themechooser.h"

#include "listbesidestyle.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QProxyStyle>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

#include <algorithm>
#include <cmath>

namespace ml
{

namespace
{
const QString kKey = QStringLiteral("view/theme");

// The style and palette the platform gave the program, taken before the first theme changes
// them: what "light" restores and what "follow the system" reads.
struct Platform {
    QString style;
    QPalette palette;
};

QString baseStyleName()
{
    QStyle *style = QApplication::style();
    // The program's style wraps the platform's (ListBesideStyle).
    if (auto *proxy = qobject_cast<QProxyStyle *>(style))
        if (proxy->baseStyle()) style = proxy->baseStyle();
    return style->name();
}

const Platform &platform()
{
    static const Platform p{baseStyleName(), QApplication::palette()};
    return p;
}

void useStyle(const QString &name)
{
    if (baseStyleName().compare(name, Qt::CaseInsensitive) == 0) return;
    if (QStyle *base = QStyleFactory::create(name))
        QApplication::setStyle(new ListBesideStyle(base));
}

QString themeName(ThemeChooser::Theme theme)
{
    switch (theme) {
    case ThemeChooser::Theme::Light:
        return QStringLiteral("light");
    case ThemeChooser::Theme::Dark:
        return QStringLiteral("dark");
    case ThemeChooser::Theme::System:
        return QStringLiteral("system");
    }
    return {};
}
} // namespace

ThemeChooser::ThemeChooser(QAction *light, QAction *dark, QAction *system, QObject *parent)
    : QObject(parent), m_light(light), m_dark(dark), m_system(system)
{
    platform();
    auto *group = new QActionGroup(this);
    for (QAction *a : {m_light, m_dark, m_system}) {
        a->setCheckable(true);
        group->addAction(a);
    }
    connect(m_light, &QAction::triggered, this, [] { choose(Theme::Light); });
    connect(m_dark, &QAction::triggered, this, [] { choose(Theme::Dark); });
    connect(m_system, &QAction::triggered, this, [] { choose(Theme::System); });
    choosers().append(this);
    restore();
    showChosen();
}

ThemeChooser::~ThemeChooser()
{
    choosers().removeAll(this);
}

QList<ThemeChooser *> &ThemeChooser::choosers()
{
    static QList<ThemeChooser *> all;
    return all;
}

ThemeChooser::Theme ThemeChooser::chosen()
{
    const QString name = QSettings().value(kKey).toString();
    for (Theme t : {Theme::Light, Theme::Dark})
        if (name == themeName(t)) return t;
    return Theme::System;
}

bool ThemeChooser::isDark()
{
    return isDark(QApplication::palette());
}

bool ThemeChooser::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Active, QPalette::Window).lightnessF() < 0.5;
}

double ThemeChooser::contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

QColor ThemeChooser::readableOn(const QColor &wanted, const QColor &background)
{
    const QColor target =
        contrast(Qt::white, background) > contrast(Qt::black, background) ? Qt::white : Qt::black;
    // A little past 4.5, so rounding in a grabbed picture never lands below it.
    const double enough = 4.6;
    for (int step = 0; step <= 20; ++step) {
        const double t = step / 20.0;
        const QColor c =
            QColor::fromRgbF(float(wanted.redF() + (target.redF() - wanted.redF()) * t),
                             float(wanted.greenF() + (target.greenF() - wanted.greenF()) * t),
                             float(wanted.blueF() + (target.blueF() - wanted.blueF()) * t));
        if (contrast(c, background) >= enough) return c;
    }
    return target;
}

void ThemeChooser::choose(Theme theme)
{
    QSettings().setValue(kKey, themeName(theme));
    apply(theme);
    // Every window's menu shows the choice, wherever it was made.
    for (ThemeChooser *c : choosers())
        c->showChosen();
}

void ThemeChooser::restore()
{
    apply(chosen());
}

QPalette ThemeChooser::platformPalette()
{
    return platform().palette;
}

namespace
{
void usePalette(const QPalette &palette)
{
    // Setting the same palette again would still repolish every widget.
    if (QApplication::palette() != palette) QApplication::setPalette(palette);
}
} // namespace

void ThemeChooser::apply(Theme theme)
{
    const bool dark = theme == Theme::Dark || (theme == Theme::System && isDark(platformPalette()));
    // Following a dark desktop keeps its own style and palette; only a dark theme on a light
    // desktop needs Fusion, the style that draws everything from the palette.
    if (dark && !isDark(platformPalette())) {
        useStyle(QStringLiteral("Fusion"));
        usePalette(darkPalette());
    } else if (!dark && isDark(platformPalette())) {
        useStyle(QStringLiteral("Fusion"));
        usePalette(QApplication::style()->standardPalette());
    } else {
        useStyle(platform().style);
        usePalette(platformPalette());
    }
}

void ThemeChooser::showChosen()
{
    const Theme theme = chosen();
    m_light->setChecked(theme == Theme::Light);
    m_dark->setChecked(theme == Theme::Dark);
    m_system->setChecked(theme == Theme::System);
}

QPalette ThemeChooser::darkPalette()
{
    // Greys and a blue picked so text reads at WCAG AA (4.5:1) on every background it sits on,
    // and disabled text is visibly fainter but still there.
    const QColor window(0x2d, 0x2d, 0x30), base(0x1f, 0x1f, 0x22), text(0xe8, 0xe8, 0xe8),
        button(0x3a, 0x3a, 0x3e), highlight(0x2f, 0x6f, 0xb5), disabled(0x8a, 0x8a, 0x8a),
        link(0x8c, 0xb8, 0xff);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x29, 0x29, 0x2d));
    p.setColor(QPalette::ToolTipBase, QColor(0x3f, 0x3f, 0x44));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x80, 0x80));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, link);
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x9c, 0xff));
    p.setColor(QPalette::Light, QColor(0x55, 0x55, 0x5a));
    p.setColor(QPalette::Midlight, QColor(0x48, 0x48, 0x4d));
    p.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x33));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1c));
    p.setColor(QPalette::Shadow, Qt::black);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x55));
    return p;
}

} // namespace ml
