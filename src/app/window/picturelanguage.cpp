// SPDX-License-Identifier: GPL-3.0-or-later
#include "picturelanguage.h"

#include <QCoreApplication>
#include <QEvent>

namespace ml
{

PictureLanguage::PictureLanguage(const QString &language, const QString &interfaceLanguage)
{
    if (language == interfaceLanguage || language.isEmpty()) return;
    // The filter first, so the event of the installation itself is held back too.
    QCoreApplication::instance()->installEventFilter(this);
    // Installed last, it is asked first; the English file holds every text as well, so it
    // answers instead of the Dutch one beneath it.
    if (m_translator.load(QStringLiteral(":/i18n/meeplelab_%1.qm").arg(language)))
        m_installed = QCoreApplication::installTranslator(&m_translator);
}

PictureLanguage::~PictureLanguage()
{
    if (m_installed) QCoreApplication::removeTranslator(&m_translator);
    QCoreApplication::instance()->removeEventFilter(this);
}

bool PictureLanguage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) return true;
    return QObject::eventFilter(watched, event);
}

} // namespace ml
