// SPDX-License-Identifier: GPL-3.0-or-later
// The help side of MainWindow: a short manual in the interface's language, About Qt, and
// View > Reset layout.
#include "mainwindow.h"

#include "languagemanager.h"
#include "ui_mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ml
{

void MainWindow::createHelpActions()
{
    m_manualAction = m_ui->actionManual;
    setStandardShortcut(m_manualAction, QKeySequence::HelpContents, QKeySequence(Qt::Key_F1));
    connect(m_manualAction, &QAction::triggered, this, &MainWindow::showManual);
    m_aboutQtAction = m_ui->actionAboutQt;
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
    m_resetLayoutAction = m_ui->actionResetLayout;
    connect(m_resetLayoutAction, &QAction::triggered, this, &MainWindow::resetLayout);
}

void MainWindow::retranslateHelp()
{
    if (m_manual) fillManual();
}

QString MainWindow::manualHtml(const QString &language)
{
    QFile file(QStringLiteral(":/manual/manual_%1.html").arg(language));
    if (!file.open(QIODevice::ReadOnly))
        file.setFileName(QStringLiteral(":/manual/manual_en.html"));
    if (!file.isOpen() && !file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

// Non-modal, so the board stays usable beside it; a language switch re-words it.
QDialog *MainWindow::showManual()
{
    if (!m_manual) {
        m_manual = new QDialog(this);
        m_manual->setObjectName(QStringLiteral("manualDialog"));
        auto *layout = new QVBoxLayout(m_manual);
        auto *text = new QTextBrowser(m_manual);
        text->setObjectName(QStringLiteral("manualText"));
        layout->addWidget(text);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, m_manual);
        connect(buttons, &QDialogButtonBox::rejected, m_manual, &QDialog::close);
        layout->addWidget(buttons);
        m_manual->resize(620, 560);
        fillManual();
    }
    m_manual->show();
    m_manual->raise();
    return m_manual;
}

void MainWindow::fillManual()
{
    m_manual->setWindowTitle(tr("Meeple Lab manual"));
    m_manual->findChild<QTextBrowser *>()->setHtml(manualHtml(m_languages->language()));
}

} // namespace ml
