// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

namespace ml
{

// While it lives, the program's texts (step titles, player names) come in `language`, so a
// picture can be made in Dutch from an English window and the other way round. The windows do
// not re-translate meanwhile: the LanguageChange events that installing and removing the
// translator send are held back, so nothing on screen changes.
class PictureLanguage : public QObject
{
    Q_OBJECT
public:
    explicit PictureLanguage(const QString &language, const QString &interfaceLanguage);
    ~PictureLanguage() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTranslator m_translator;
    bool m_installed = false;
};

} // namespace ml
