// SPDX-License-Identifier: GPL-3.0-or-later
#include "picturetext.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QTranslator>

#include <memory>

namespace ml
{

QString textIn(const char *context, const char *source, const QString &lang)
{
    if (lang == u"en" || lang.isEmpty()) return QString::fromUtf8(source);
    // Pictures may be drawn off the GUI thread: the cache of loaded files is shared.
    static QMutex guard;
    static QHash<QString, std::shared_ptr<QTranslator>> loaded;
    const QMutexLocker lock(&guard);
    auto it = loaded.find(lang);
    if (it == loaded.end()) {
        auto translator = std::make_shared<QTranslator>();
        if (!translator->load(QStringLiteral(":/i18n/meeplelab_%1.qm").arg(lang)))
            translator.reset();
        it = loaded.insert(lang, translator);
    }
    if (*it) {
        QString text = (*it)->translate(context, source);
        if (!text.isEmpty()) return text;
    }
    return QCoreApplication::translate(context, source);
}

} // namespace ml
