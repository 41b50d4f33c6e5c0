// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProxyStyle>

namespace ml
{

// The program's style: the platform's, except that a dropdown list opens against its box, below
// it or above it where the screen has no room. Fusion (the style under a plain window manager
// such as openbox) lays a list over its box with the current row on the box, so a long list
// (the tiles of Record moves) started at the top of a 720-pixel screen, far from the box.
//
// And in a dark palette the box of a check box or radio button gets an edge that stands out
// from the window (3:1, WCAG's bar for parts of the interface): Fusion draws it a shade darker
// than the window, around a field darker still, so on the dark theme an unticked box ("Only at
// this step" in the tool bar) could hardly be seen.
class ListBesideStyle : public QProxyStyle
{
    Q_OBJECT
public:
    using QProxyStyle::QProxyStyle;

    int styleHint(StyleHint hint, const QStyleOption *option = nullptr,
                  const QWidget *widget = nullptr,
                  QStyleHintReturn *returnData = nullptr) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;

    // Makes it the application's style, once.
    static void install();
};

} // namespace ml
