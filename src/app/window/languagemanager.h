// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

namespace ml
{

// Installs the program's translation (embedded under :/i18n) and Qt's own one for the
// chosen language. Installing a translator makes Qt send QEvent::LanguageChange to every
// widget, which is how open windows re-translate themselves without a restart.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    // "nl" when the system prefers Dutch, else "en".
    static QString systemLanguage();
    // The language chosen last time (QSettings), else the system's.
    static QString savedLanguage();
    // The languages offered in the menu, as codes.
    static QStringList available() { return {QStringLiteral("en"), QStringLiteral("nl")}; }

    QString language() const { return m_language; }
    // Switches to "en" or "nl"; false for a language without a translation file.
    bool setLanguage(const QString &code);

Q_SIGNALS:
    void languageChanged(const QString &code);

private:
    QString m_language;
    QTranslator m_app;
    QTranslator m_qt;
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
};

} // namespace ml
