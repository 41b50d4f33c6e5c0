// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QToolButton>

class QMenu;

namespace ml
{

// The colour of new marks (and of the selected ones): a tool-bar button whose menu offers
// each type's own default, the Okabe-Ito palette (it reads in print and for colour-blind
// readers), the colours used lately (kept in the settings) and any other colour.
class AnnotationColorButton : public QToolButton
{
    Q_OBJECT
public:
    explicit AnnotationColorButton(QWidget *parent = nullptr);

    // "#rrggbb", or empty for each type's default.
    QString color() const { return m_color; }
    // Picks a colour as the menu does (it becomes the most recent one).
    void choose(const QString &color);
    QStringList recentColors() const;
    // The palette, in the menu's order.
    static QStringList paletteColors();
    void retranslate();

Q_SIGNALS:
    void colorChosen(const QString &color);

private:
    void fillMenu();
    void chooseOther();
    void showColor();

    QMenu *m_menu;
    QString m_color;
};

} // namespace ml
