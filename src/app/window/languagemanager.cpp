// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace ml
{

LanguageManager::LanguageManager(QObject *parent) : QObject(parent) {}

LanguageManager::~LanguageManager()
{
    if (m_appInstalled) QCoreApplication::removeTranslator(&m_app);
    if (m_qtInstalled) QCoreApplication::removeTranslator(&m_qt);
}

QString LanguageManager::systemLanguage()
{
    const QStringList preferred = QLocale::system().uiLanguages();
    for (const QString &lang : preferred) {
        if (lang.startsWith(QLatin1String("nl"))) return QStringLiteral("nl");
        if (lang.startsWith(QLatin1String("en"))) return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString LanguageManager::savedLanguage()
{
    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    return available().contains(saved) ? saved : systemLanguage();
}

bool LanguageManager::setLanguage(const QString &code)
{
    if (!available().contains(code)) return false;
    if (code == m_language) return true;
    if (m_appInstalled) QCoreApplication::removeTranslator(&m_app);
    if (m_qtInstalled) QCoreApplication::removeTranslator(&m_qt);
    m_appInstalled = m_qtInstalled = false;
    // Set first: installing a translator sends LanguageChange at once, and the windows ask
    // for the language while they re-translate (board titles come in both languages).
    m_language = code;
    QSettings().setValue(QStringLiteral("language"), code);

    if (m_app.load(QStringLiteral(":/i18n/meeplelab_%1.qm").arg(code)))
        m_appInstalled = QCoreApplication::installTranslator(&m_app);
    // Qt's own texts (standard buttons, file dialogs); absent on machines without the
    // Qt translations package, and English needs none.
    if (code != QLatin1String("en") &&
        m_qt.load(QStringLiteral("qtbase_%1").arg(code),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        m_qtInstalled = QCoreApplication::installTranslator(&m_qt);

    Q_EMIT languageChanged(code);
    return true;
}

} // namespace ml
