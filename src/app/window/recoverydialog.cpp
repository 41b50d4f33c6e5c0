#include "recoverydialog.h"

#include "boarddocument.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "recoveryautosave.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace ml
{

RecoveryDialog::RecoveryDialog(const RecoveredBoard &board, const QString &boardName,
                               const QString &language, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("recoveryDialog"));
    setWindowTitle(tr("Recover unsaved changes"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    auto *icon = new QLabel;
    const int size = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size));
    icon->setAlignment(Qt::AlignTop);
    top->addWidget(icon);

    const QString when =
        QLocale(language).toString(board.savedAt.toLocalTime(), QLocale::ShortFormat);
    const QString name = boardName.isEmpty() ? tr("an untitled board") : tr("“%1”").arg(boardName);
    const QString where =
        board.boardFile.isEmpty() || board.boardFile.startsWith(QLatin1Char(':'))
            ? tr("It was never saved to a file of its own.")
            : tr("It belongs to the file %1.").arg(QDir::toNativeSeparators(board.boardFile));
    auto *text = new QLabel(
        tr("<p><b>Meeple Lab was not closed properly.</b></p>"
           "<p>It kept a copy of %1 with changes that were not saved (copy of %2). %3</p>"
           "<p><i>Restore</i> opens the copy with its changes; save it to keep them. "
           "<i>Discard</i> deletes the copy. <i>Later</i> asks again at the next start.</p>")
            .arg(name.toHtmlEscaped(), when, where.toHtmlEscaped()));
    text->setObjectName(QStringLiteral("recoveryText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setMinimumWidth(420);
    top->addWidget(text, 1);
    layout->addLayout(top);

    auto *buttons = new QDialogButtonBox;
    QPushButton *restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restoreButton"));
    QPushButton *discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardButton"));
    QPushButton *later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("laterButton"));
    restore->setDefault(true);
    layout->addWidget(buttons);
    connect(restore, &QPushButton::clicked, this, [this] {
        m_choice = Restore;
        accept();
    });
    connect(discard, &QPushButton::clicked, this, [this] {
        m_choice = Discard;
        accept();
    });
    // Later, Escape and the window's close button all keep the copy for the next start.
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
}

bool RecoveryDialog::offer(MainWindow &window, RecoveryStore &store, RecoveryAutosave &autosave)
{
    for (const RecoveredBoard &board : store.leftBehind()) {
        const QByteArray data = board.data();
        const QString language = window.languages()->language();
        BoardDocument probe; // for the board's title in the current language
        QString name;
        if (probe.load(data, board.boardFile, nullptr)) name = probe.title(language);
        if (name.isEmpty() && !board.boardFile.isEmpty()) name = QFileInfo(board.boardFile).fileName();

        RecoveryDialog dialog(board, name, language, &window);
        dialog.exec();
        if (dialog.choice() == Later) continue;
        if (dialog.choice() == Discard) {
            RecoveryStore::discard(board);
            continue;
        }
        FileError error;
        if (!window.document()->loadRecovered(data, board.boardFile, &error)) {
            // Kept: a later version may read what this one cannot.
            QMessageBox::warning(&window, tr("Recover unsaved changes"),
                                 tr("The copy could not be opened: %1").arg(error.reason));
            continue;
        }
        if (autosave.writeNow()) RecoveryStore::discard(board);
        return true;
    }
    return false;
}

} // namespace ml
