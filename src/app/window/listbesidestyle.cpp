// SPDX-License-Identifier: GPL-3.0-or-later
#include "listbesidestyle.h"

#include "themechooser.h"

#include <QApplication>
#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

namespace ml
{

int ListBesideStyle::styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                               QStyleHintReturn *returnData) const
{
    if (hint == SH_ComboBox_Popup) return 0; // a list below (or above) the box
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}

void ListBesideStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                                    QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool box = element == PE_IndicatorCheckBox;
    if ((!box && element != PE_IndicatorRadioButton) || !option ||
        !ThemeChooser::isDark(option->palette))
        return;
    // The edge: the window's text colour faded toward the window, as far as 3:1 allows, so it
    // follows whatever dark palette is in use and stays quieter than the text beside it.
    const QColor window = option->palette.color(QPalette::Window);
    const QColor text = option->palette.color(QPalette::WindowText);
    QColor edge = text;
    for (int step = 20; step >= 0; --step) {
        const double t = step / 20.0;
        const QColor c =
            QColor::fromRgbF(float(window.redF() + (text.redF() - window.redF()) * t),
                             float(window.greenF() + (text.greenF() - window.greenF()) * t),
                             float(window.blueF() + (text.blueF() - window.blueF()) * t));
        if (ThemeChooser::contrast(c, window) < 3.2) break;
        edge = c;
    }
    if (!(option->state & State_Enabled))
        edge = option->palette.color(QPalette::Disabled, QPalette::WindowText);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, !box);
    painter->setPen(QPen(edge, 1));
    painter->setBrush(Qt::NoBrush);
    const QRectF r = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    if (box)
        painter->drawRect(r.adjusted(0, 0, -1, -1));
    else
        painter->drawEllipse(r.adjusted(0.5, 0.5, -0.5, -0.5));
    painter->restore();
}

void ListBesideStyle::install()
{
    if (qobject_cast<ListBesideStyle *>(QApplication::style())) return;
    // The application takes the new style; the proxy owns the platform's style it wraps.
    QApplication::setStyle(
        new ListBesideStyle(QStyleFactory::create(QApplication::style()->name())));
}

} // namespace ml
