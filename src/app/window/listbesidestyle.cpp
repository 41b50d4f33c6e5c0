// SPDX-License-Identifier: GPL-3.0-or-later
#include "listbesidestyle.h"

#include <QApplication>
#include <QStyleFactory>

namespace ml
{

int ListBesideStyle::styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                               QStyleHintReturn *returnData) const
{
    if (hint == SH_ComboBox_Popup) return 0; // a list below (or above) the box
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}

void ListBesideStyle::install()
{
    if (qobject_cast<ListBesideStyle *>(QApplication::style())) return;
    // The application takes the new style; the proxy owns the platform's style it wraps.
    QApplication::setStyle(
        new ListBesideStyle(QStyleFactory::create(QApplication::style()->name())));
}

} // namespace ml
